import { launchBrowser } from '../../e2e/support/browser';
import { startFleet } from '../../e2e/support/fleet-process';
import {
  WEIGHT_BUDGETS,
  weighMapPage,
  weighSignInPage,
  type PageWeight,
} from '../../e2e/support/page-weight';
import { type Figure } from '../figure';

/**
 * Issue 9: each page's client weight on the wire (what a browser with nothing cached downloads,
 * workers included) as a ratio to its budget; lower is better, ≤ 1 meets it. Measured in
 * Chromium against the production server serving the built client (build it first:
 * `npm run build`), with the same code as the e2e journey (e2e/web-weight.test.ts).
 */
export async function weightFigures(): Promise<Figure[]> {
  const fleet = await startFleet();
  const browser = await launchBrowser();
  try {
    const signIn = await weighSignInPage(browser, fleet.url);
    const map = await weighMapPage(browser, fleet.url, 'admin@demo.test');
    return [
      figure('Sign-in page weight vs its budget', signIn, WEIGHT_BUDGETS.signIn),
      figure('Map page weight (drawn) vs its budget', map, WEIGHT_BUDGETS.map),
    ];
  } finally {
    await browser.close();
    await fleet.stop();
  }
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

function figure(name: string, weight: PageWeight, budget: number): Figure {
  const ratio = weight.client / budget;
  return {
    name,
    ratio,
    target: undefined,
    verdict: `budget ${kb(budget)}, lower is better: ${ratio <= 1 ? 'meets' : 'OVER'}`,
    detail:
      `${kb(weight.client)} in ${weight.transfers.filter((t) => t.kind === 'client').length} files;` +
      ` data beside it ${kb(weight.data)}`,
  };
}
