// zod's own messages (a missing body, a value of the wrong type…) in Spanish, for the API and the forms alike:
// every `message` a person reads is Spanish. The spec's texts set on each schema still win.
import { z } from 'zod';
import es from 'zod/v4/locales/es.js';

z.config(es());
