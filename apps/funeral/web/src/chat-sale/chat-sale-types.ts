// The chat-style sale's client record (chat-sale/chat-sale.graphql, FuneralChatSaleClient): the
// generated answer, under the names the chat uses.
import type { FuneralChatSaleClientQuery } from '../gql/graphql';

/** The signed-in client the chat prefills from and skips questions for; documents null when the vault is down. */
export type ChatSaleClient = NonNullable<FuneralChatSaleClientQuery['myClient']>;
/** One of the client's stored accounts, as the chat offers it. */
export type ChatSaleBankAccount = ChatSaleClient['bankAccounts'][number];
