import { gql, type TypedDocumentNode } from '@apollo/client';

/** Sends a code to the contact details given at a purchase made without signing in. */
export const SHELL_LINK_GUEST_SALE: TypedDocumentNode<{ linkGuestSale: { destination: string } }, { clientId: string; communicationType: 'SMS' | 'EMAIL' }> = gql`
  mutation ShellLinkGuestSale($clientId: ID!, $communicationType: CommunicationType!) {
    linkGuestSale(clientId: $clientId, communicationType: $communicationType) {
      destination
    }
  }
`;

/** Adds that purchase to the signed-in client's account. */
export const SHELL_CONFIRM_GUEST_SALE_LINK: TypedDocumentNode<{ confirmGuestSaleLink: boolean }, { OTP: string }> = gql`
  mutation ShellConfirmGuestSaleLink($OTP: String!) {
    confirmGuestSaleLink(OTP: $OTP)
  }
`;
