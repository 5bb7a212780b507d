import { a11yTests } from './a11y-tour';

// The accessibility audit at 1280 px (a11y-tour.ts; a11y.mobile.spec.ts runs it at 390 px).
a11yTests(false);
