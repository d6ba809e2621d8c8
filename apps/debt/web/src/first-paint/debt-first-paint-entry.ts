// first-paint/debt.js: the shell's first script loads this beside /debt's first data for a
// browser that was signed in (areas.json `firstPaint`; docs/decisions/signed-in-first-paint.md).
import { paintSignedInPage } from '@imali/shared/web/first-paint';
import css from '../debt.css?source';
import { paintDebtDashboard } from './debt-first-paint';

void paintSignedInPage({ operationName: 'DebtDashboard', tab: '/debt', paint: paintDebtDashboard, css });
