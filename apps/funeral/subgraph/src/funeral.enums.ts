// The funeral API's states, types and methods as GraphQL enums (the same values the API sent as
// strings), on outputs and on the inputs of the same sets (member types, payment methods, lives
// covered, a third-party policy's source); the gateway answers a value outside one with its field
// and 'Select one'. gender, idType, relationship and cancelReason stay String:
// docs/decisions/funeral-graphql-enums.md.
import { registerEnumType } from '@nestjs/graphql';
import {
  CLIENT_OBLIGATION_SOURCE,
  FUNERAL_MEMBER_STATE,
  FUNERAL_MEMBER_TYPE,
  FUNERAL_PAYMENT_METHOD,
  FUNERAL_POLICY_STATE,
  FUNERAL_POLICY_TYPE,
  FUNERAL_PRODUCT_TYPE,
  THIRD_PARTY_PAYMENT_METHOD,
  WAITING_PERIOD_CAUSE,
} from '@imali/funeral/domain';

registerEnumType(FUNERAL_POLICY_STATE, { name: 'FuneralPolicyState', description: 'INFO_MISSING, DORMANT (awaiting 1st payment), ACTIVE, ON_RISK_GRACE (missed payment), LAPSED, CANCELLED' });
registerEnumType(FUNERAL_POLICY_TYPE, { name: 'FuneralPolicyType', description: 'From the lives covered: SINGLE, SINGLE_AND_CHILDREN, COUPLE, otherwise FAMILY' });
registerEnumType(FUNERAL_PRODUCT_TYPE, { name: 'FuneralProductType' });
registerEnumType(FUNERAL_MEMBER_TYPE, { name: 'FuneralMemberType' });
registerEnumType(FUNERAL_MEMBER_STATE, { name: 'FuneralMemberState', description: 'COVERED, INITIAL, POLICY_LAPSED and IN_WAITING_PERIOD count as covered; POLICY_CANCELLED (the policy was cancelled) and COVER_LAPSED (the policy lapsed) do not' });
registerEnumType(FUNERAL_PAYMENT_METHOD, { name: 'FuneralPaymentMethod', description: 'DEBI_CHECK (quick-quote wizard) or NAEDO (chat sale)' });
registerEnumType(THIRD_PARTY_PAYMENT_METHOD, { name: 'ThirdPartyPaymentMethod' });
registerEnumType(CLIENT_OBLIGATION_SOURCE, { name: 'ClientObligationSource' });
registerEnumType(WAITING_PERIOD_CAUSE, { name: 'WaitingPeriodCause' });

