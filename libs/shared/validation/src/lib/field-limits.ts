// Input lengths from the spec's field limits (funeral.md section 5, and the third document's
// section 9), for inputs' maxLength. The validators above still check the full rule.
export const ID_NUMBER_MAX_LENGTH = 13;
export const CELL_NUMBER_MAX_LENGTH = 10;
export const OTP_LENGTH = 4;
