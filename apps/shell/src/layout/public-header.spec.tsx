/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { ShellHeaderPhotoDocument } from '../gql/graphql';
import { useSession, type Session } from '../session/use-session';
import { PublicHeader } from './public-header';

jest.mock('../session/use-session', () => ({ useSession: jest.fn() }));
const mockedSession = useSession as jest.MockedFunction<typeof useSession>;

const signedIn: Session = {
  status: 'signed-in',
  me: { __typename: 'User', id: 'u1', clientId: 'c1' },
  client: { __typename: 'Client', id: 'c1', firstNames: 'Thandi', isRegistration: false, acceptedTerms: true, otpVerification: true },
} as Session;

const photoMock = (url: string | null): MockLink.MockedResponse => ({
  request: { query: ShellHeaderPhotoDocument },
  result: { data: { me: { __typename: 'User', id: 'u1', photo: url === null ? null : { __typename: 'Photo', url } } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderHeader(session: Session, mocks: MockLink.MockedResponse[] = []) {
  mockedSession.mockReturnValue(session);
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/about-us']}>
        <PublicHeader />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Site' });
const linkTexts = () => within(nav()).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('PublicHeader', () => {
  it('shows the spec links and Sign in to a visitor', () => {
    renderHeader({ status: 'signed-out' });
    expect(linkTexts()).toEqual([
      ['Home', '/'],
      ['Savings', '/savings'],
      ['Debt', '/debt'],
      ['Credit Life', '/credit-life'],
      ['Funeral', '/funeral'],
      ['About', '/about-us'],
      ['Blog (opens in a new tab)', 'https://imali.co.za/blog'],
      ['Contact', '/contact-us'],
      ['Sign in', '/sign-in'],
    ]);
    const blog = within(nav()).getByRole('link', { name: /Blog/ });
    expect(blog.getAttribute('target')).toBe('_blank');
    expect(blog.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByText('My profile')).toBeNull();
  });

  it('shows My profile (to /) with the photo to a signed-in client, instead of Sign in', async () => {
    renderHeader(signedIn, [photoMock('https://cdn.example/thandi.jpg')]);
    const profile = screen.getByRole('link', { name: 'My profile' });
    expect(profile.getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await waitFor(() => expect(within(profile).getByTestId('avatar-photo').getAttribute('src')).toBe('https://cdn.example/thandi.jpg'));
  });

  it('shows the default image when the user has no photo', async () => {
    renderHeader(signedIn, [photoMock(null)]);
    const profile = screen.getByRole('link', { name: 'My profile' });
    expect(within(profile).getByTestId('default-avatar')).toBeTruthy();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(within(profile).getByTestId('default-avatar')).toBeTruthy();
    expect(within(profile).queryByTestId('avatar-photo')).toBeNull();
  });

  it('shows Sign in while the session check runs', () => {
    renderHeader({ status: 'loading' });
    // A visitor sees Sign in until the check says otherwise (it is the safe default).
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('opens and closes the mobile menu with the hamburger button', () => {
    renderHeader({ status: 'signed-out' });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(nav().id);
    expect(nav().className).not.toContain('public-header__nav--open');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav().className).toContain('public-header__nav--open');
    fireEvent.keyDown(nav(), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the mobile menu once a page is chosen', () => {
    renderHeader({ status: 'signed-out' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(within(nav()).getByRole('link', { name: 'Contact' }));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
