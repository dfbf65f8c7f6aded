import { setAutoFreeze } from 'immer';

/**
 * The charts (recharts, under @mantine/charts) keep their state in a Redux store whose updates
 * immer freezes, elements passed as props among it (a tick, a tooltip's content). The client
 * runs on Preact (web/vite.config.ts, issue 9), which writes its bookkeeping onto those element
 * objects as it renders them: frozen, they throw and the chart stays empty. Nothing of Fleet's
 * relies on immer freezing, so it does not: imported by the dashboard before its charts render.
 */
setAutoFreeze(false);
