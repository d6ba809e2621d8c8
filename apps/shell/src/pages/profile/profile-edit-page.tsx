import { ButtonLink, Page } from '@imali/shared/ui';
import { EditableProfile } from '../registration/editable-profile';

/** Profile Settings (/profile/edit): the registration profile form for later changes. */
export function ProfileEditPage() {
  const content = <EditableProfile mode="settings" />;

  return (
    <Page
      title="Profile Settings"
      testId="profile-edit-page"
      actions={
        <ButtonLink to="/profile" variant="ghost">
          Back
        </ButtonLink>
      }
    >
      <div className="form-column">{content}</div>
    </Page>
  );
}
