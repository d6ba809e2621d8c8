import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Page } from '@imali/shared/ui';
import { useParams } from 'react-router-dom';
import { VaultGeneratedDocumentsDocument } from '../gql/graphql';
import { DocumentViewer } from '../viewer/document-viewer';
import { useEmailDocument } from '../viewer/use-email-document';
import { GENERATED_DOCUMENTS, type GeneratedDocumentKind } from './generated-documents';

/**
 * /documents/funeral/{id}/schedule and the other generated PDFs: the viewer on the PDF route (its
 * failures show in the viewer). The route stores what it made as one of the client's documents
 * (its subjectId the policy, mandate or letter): once drawn, that document is looked up so Email
 * can send it.
 */
export function GeneratedPdfPage({ kind }: { kind: GeneratedDocumentKind }) {
  const { id = '' } = useParams();
  const generated = GENERATED_DOCUMENTS[kind];
  const [shown, setShown] = useState(false);
  const { data } = useQuery(VaultGeneratedDocumentsDocument, { skip: !shown, fetchPolicy: 'network-only' });
  const stored = (data?.myClient?.documents ?? [])
    .filter((document) => document.type === generated.documentType && document.subjectId === id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const email = useEmailDocument(stored?.id ?? '');
  return (
    <Page title={generated.title} testId="generated-document-page">
      <DocumentViewer
        title={generated.title}
        file={{ url: generated.url(id), contentType: 'application/pdf', name: generated.fileName(id) }}
        email={stored ? email : undefined}
        onShown={() => setShown(true)}
      />
    </Page>
  );
}
