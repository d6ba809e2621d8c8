/** §8: the load failure of every document page. */
export const DOCUMENTS_ERROR_MESSAGE = 'An error has occurred';
