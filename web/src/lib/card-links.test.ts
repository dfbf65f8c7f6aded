import { describe, expect, it } from 'vitest';
import {
  cardFlyoutOf,
  closedCardFlyoutSearch,
  withCardFlyout,
  withoutCardFlyout,
} from './card-links';

const params = (text: string) => new URLSearchParams(text);

describe('card flyout links (spec 1 §2)', () => {
  it('reads which card the search opens', () => {
    expect(cardFlyoutOf(params('assetId=12'))).toEqual({ kind: 'asset', assetId: 12 });
    expect(cardFlyoutOf(params('rentalId=7&assetId=12'))).toEqual({ kind: 'rental', rentalId: 7 });
    expect(cardFlyoutOf(params('thirdPartyRentalId=3'))).toEqual({
      kind: 'third-party',
      thirdPartyRentalId: 3,
    });
    expect(cardFlyoutOf(params('assetId=abc'))).toBeNull();
    expect(cardFlyoutOf(params('assetId=0'))).toBeNull();
    expect(cardFlyoutOf(params('q=x'))).toBeNull();
  });

  it('opens one card, keeping the page’s own search', () => {
    expect(withCardFlyout(params('q=EX&rentalId=4'), { kind: 'asset', assetId: 9 })).toBe(
      '?q=EX&assetId=9',
    );
  });

  it('leaves the page’s own search', () => {
    expect(withoutCardFlyout(params('q=EX&assetId=9&rentalId=2'))).toBe('?q=EX');
    expect(withoutCardFlyout(params('assetId=9'))).toBe('');
  });

  it('closes to the path with only returnTo', () => {
    expect(closedCardFlyoutSearch(params('q=EX&assetId=9&returnTo=%2Finventory'))).toBe(
      '?returnTo=%2Finventory',
    );
    expect(closedCardFlyoutSearch(params('q=EX&assetId=9'))).toBe('');
  });
});
