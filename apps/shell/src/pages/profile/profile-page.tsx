import { useQuery } from '@apollo/client/react';
import { Avatar, ButtonLink, Card, ErrorMessage, LinkCard, Page, Spinner, formatYear } from '@imali/shared/ui';
import { errorMessage } from '@imali/shared/web';
import { ShellMyClientDocument, ShellProfilePhotoDocument } from '../../gql/graphql';
import { ChangePhoto } from './change-photo';

/** The spec's menu cards (section 2.7), in order. */
export const PROFILE_MENU = [
  { to: '/documents', title: 'My Document Vault', text: 'Your ID, selfie, certificates and other documents.' },
  { to: '/bank-accounts', title: 'My Bank Account Details', text: 'The accounts you pay from and get paid into.' },
  { to: '/profile/edit', title: 'Profile Settings', text: 'Your name, contact details and ID.' },
  { to: '/logout', title: 'Logout', text: 'Sign out of Imali on this device.' },
] as const;

/** Profile home: name, member-since year, photo (with Change photo), Edit, and the menu cards. */
export function ProfilePage() {
  const { data, loading, error, refetch } = useQuery(ShellMyClientDocument);
  // The photo is extra: without it (or if it fails) the default image shows.
  const photo = useQuery(ShellProfilePhotoDocument);
  const client = data?.myClient;

  let summary;
  if (loading && !data) summary = <Spinner label="Loading your profile" />;
  else if (error || !client) {
    summary = <ErrorMessage message={errorMessage(error, 'We could not load your profile.')} onRetry={() => void refetch().catch(() => undefined)} />;
  } else {
    const since = formatYear(client.createdAt);
    const name = [client.firstNames, client.surname].filter(Boolean).join(' ');
    summary = (
      <Card testId="profile-summary">
        <div className="profile-summary">
          <Avatar src={photo.data?.me?.photo?.url} alt="Your profile photo" size={88} />
          <div className="profile-summary__text">
            <h2 className="card__title">{name || 'Your profile'}</h2>
            {since ? <p className="muted">Member since {since}</p> : null}
            <div className="profile-summary__actions">
              <ButtonLink to="/profile/edit" variant="secondary" testId="profile-edit-link">
                Edit
              </ButtonLink>
              <ChangePhoto onUploaded={() => photo.refetch()} />
            </div>
          </div>
        </div>
      </Card>
    );
  }

  return (
    <Page title="My Profile" testId="profile-page">
      {summary}
      {/* The menu works even when the profile could not be loaded. */}
      <ul className="card-grid section" aria-label="Profile menu">
        {PROFILE_MENU.map((item) => (
          <li key={item.to}>
            <LinkCard to={item.to} title={item.title} testId={`profile-menu-${item.to.slice(1).replace(/\//g, '-')}`}>
              <p className="muted">{item.text}</p>
            </LinkCard>
          </li>
        ))}
      </ul>
    </Page>
  );
}
