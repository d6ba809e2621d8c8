import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@imali/shared/ui';
import { GroupListPage } from './pages/group-list/group-list-page';

/** Exposed as `groups/Routes`; the shell renders it under a catch-all, so paths are absolute. */
export default function GroupsRoutes() {
  return (
    <Routes>
      <Route path="/group" element={<GroupListPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
