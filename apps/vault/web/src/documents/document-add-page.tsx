import { Page } from '@imali/shared/ui';
import { DOCUMENT_KINDS, documentPath, type ClientDocumentTypeName } from '@imali/vault/domain';
import { useNavigate } from 'react-router-dom';
import { UploadField } from './upload-field';
import { useVaultUpload } from './use-vault-upload';

/** /documents/id/add and /documents/payslip/add: choose a file; once stored it opens in the viewer. */
export function DocumentAddPage({ type, title }: { type: ClientDocumentTypeName; title: string }) {
  const navigate = useNavigate();
  const { state, send } = useVaultUpload(type);
  const label = DOCUMENT_KINDS[type].label;
  return (
    <Page title={title} testId="document-add-page">
      <UploadField
        label={label}
        state={state}
        testId="document-upload"
        onFile={(file) =>
          void send(file).then((document) => {
            if (document) navigate(documentPath(document), { replace: true });
          })
        }
      />
    </Page>
  );
}
