// The shell's share scope, generated at build time (tools/webpack/shared-facades.js
// writeSharedSingletons) and resolved by a webpack alias: one entry per shared singleton.
declare module '@imali/shell-shared-singletons' {
  import type { UserOptions } from '@module-federation/enhanced/runtime';

  export const sharedSingletons: NonNullable<UserOptions['shared']>;
}
