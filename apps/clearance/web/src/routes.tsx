import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { ClearanceCertificatesPage } from './pages/clearance-certificates/clearance-certificates-page';

/** Exposed as `clearance/Routes`; the shell renders it under a catch-all, so paths are absolute. */
export default function ClearanceRoutes() {
  return (
    <Routes>
      <Route path="/clearance-certificate" element={<ClearanceCertificatesPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
