import { describe, expect, it } from 'vitest';
import { buildDraft, emptyDraft, emptyLine, issuesByPath } from './invoice-draft';

describe('the invoice editor’s draft', () => {
  it('totals what the person typed with the domain’s rules, as the server will', () => {
    const draft = {
      ...emptyDraft('2026-11-25'),
      ship_from_branch_id: '3',
      billing_provider_id: '4',
      lines: [
        { ...emptyLine('3'), line_item_type_id: '13', number_of_units: '2', price_per_unit: '0.1' },
        { ...emptyLine('3'), line_item_type_id: '22', standard_price: '10', part_id: '8' },
      ],
    };
    const built = buildDraft(draft, 1);
    expect(built.ok && built.payload.totals.total).toBe('13.86'); // 0.20 + 13.00 + 0.66
  });

  it('puts each missing piece under its field', () => {
    const draft = { ...emptyDraft(''), lines: [{ ...emptyLine(''), number_of_units: '' }] };
    expect(issuesByPath(buildDraft(draft, 1))).toMatchObject({
      ship_from_branch_id: 'Choose the branch the invoice ships from.',
      billing_provider_id: 'Choose a billing provider.',
      'line_items.0.line_item_type_id': 'Choose a line type.',
      'line_items.0.number_of_units': 'Enter the number of units.',
      'line_items.0.branch_id': 'Choose the branch of this line.',
    });
  });
});
