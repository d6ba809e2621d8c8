// Input lengths of the funeral forms' fields (funeral.md section 5), for inputs' maxLength; the
// rules still check the full value. The lengths every area shares stay in @imali/shared/validation.
export const AGE_MAX_LENGTH = 2;
export const DEBIT_ORDER_DAY_MAX_LENGTH = 2;
export const INCOME_MAX_LENGTH = 6;
