import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { DocumentVaultPage } from './pages/document-vault/document-vault-page';

/** Exposed as `vault/Routes`; the shell renders it under a catch-all, so paths are absolute. */
export default function VaultRoutes() {
  return (
    <Routes>
      <Route path="/documents" element={<DocumentVaultPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
