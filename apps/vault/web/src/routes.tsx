import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { DocumentVaultPage } from './pages/document-vault/document-vault-page';
import { DocumentListPage } from './documents/document-list-page';
import { DocumentAddPage } from './documents/document-add-page';
import { DocumentPage } from './viewer/document-page';
import { SelfiePage } from './selfie/selfie-page';
import { TermsPage } from './terms/terms-page';
import { GeneratedPdfPage } from './generated/generated-pdf-page';
import { VaccineAddPage } from './vaccine/vaccine-add-page';
import { DevOutboxPage } from './dev-outbox/dev-outbox-page';
import './vault.css';

/**
 * Exposed as `vault/Routes`; the shell renders it under a catch-all, so paths are absolute. Every
 * page of §2.5 sits under the vault's base /documents (docs/decisions/vault-routes.md).
 */
export default function VaultRoutes() {
  return (
    <Routes>
      <Route path="/documents" element={<DocumentVaultPage />} />
      <Route path="/documents/tc" element={<TermsPage />} />
      {/* Development only (the server refuses it in production). */}
      <Route path="/documents/dev-outbox" element={<DevOutboxPage />} />
      <Route path="/documents/id" element={<DocumentListPage type="RSA_ID" add={{ path: '/documents/id/add', label: 'Add your ID' }} />} />
      <Route path="/documents/id/add" element={<DocumentAddPage type="RSA_ID" title="Add your ID" forSomeoneElse />} />
      <Route path="/documents/payslip" element={<DocumentListPage type="PAYSLIP" add={{ path: '/documents/payslip/add', label: 'Add a payslip' }} />} />
      <Route path="/documents/payslip/add" element={<DocumentAddPage type="PAYSLIP" title="Add a payslip" />} />
      <Route path="/documents/hyphenStatement" element={<DocumentListPage type="HYPHEN" />} />
      <Route path="/documents/vaccine" element={<DocumentListPage type="COVID19_VACCINATION_CERTIFICATE" add={{ path: '/documents/vaccine/add', label: 'Add your certificate' }} />} />
      <Route path="/documents/vaccine/add" element={<VaccineAddPage />} />
      <Route path="/documents/selfie" element={<SelfiePage />} />
      <Route path="/documents/funeral/:id/schedule" element={<GeneratedPdfPage kind="funeral-schedule" />} />
      <Route path="/documents/funeral/:id/policy" element={<GeneratedPdfPage kind="funeral-policy" />} />
      <Route path="/documents/funeral/letter/:id" element={<GeneratedPdfPage kind="funeral-letter" />} />
      <Route path="/documents/do/:id" element={<GeneratedPdfPage kind="debit-order" />} />
      <Route path="/documents/cli/:id/coi" element={<GeneratedPdfPage kind="cli-coi" />} />
      <Route path="/documents/cli/:id/policy" element={<GeneratedPdfPage kind="cli-policy" />} />
      <Route path="/documents/clearance-certificate/:id" element={<GeneratedPdfPage kind="clearance-certificate" />} />
      {/* Stored documents by id: /documents/id/{id}, /documents/payslip/{id}, /documents/hyphenStatement/{id},
          /documents/vaccine/{id}, /documents/group-document/{id}, /documents/document/{id}. */}
      {['id', 'payslip', 'hyphenStatement', 'vaccine', 'group-document', 'document'].map((segment) => (
        <Route key={segment} path={`/documents/${segment}/:id`} element={<DocumentPage segment={segment} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
