/**
 * React's runtime alone: evaluating react-dom is the longest single piece of the first island's
 * wake. Loaded on its own task before ./hydrate (client/entry.ts), it does not add to the task
 * that then sets up i18next and the island.
 */
import 'react';
import 'react-dom/client';
