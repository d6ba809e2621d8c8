// The identity types live in @imali/shared/domain (one list for identity and funeral).
export { ID_TYPE_OPTIONS, DEFAULT_ID_TYPE, idTypeLabel } from '@imali/shared/domain';
