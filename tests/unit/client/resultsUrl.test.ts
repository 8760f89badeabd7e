import { describe, expect, it } from 'vitest';
import { controlStateFor, formQuery, isPageTurn, resultsKey } from '../../../client/ui/resultsUrl';
import { requestedFragment } from '../../../shared/fragment';

const at = (query: string) => `http://it.localhost/cerca${query}`;

describe('in-place results: URLs', () => {
  it('the same results whatever the order of the query and the modal parameters', () => {
    expect(resultsKey(at('?discounted=true&tab=tours'))).toBe(resultsKey(at('?tab=tours&discounted=true&modal=filters')));
    expect(resultsKey(at('?discounted=true'))).not.toBe(resultsKey(at('?discounted=true&page=2')));
  });

  it('a page turn is a change of the page number alone', () => {
    expect(isPageTurn(at('?tab=travels'), at('?tab=travels&page=2'))).toBe(true);
    expect(isPageTurn(at('?page=3&tab=travels'), at('?tab=travels&page=2'))).toBe(true);
    expect(isPageTurn(at('?tab=travels&page=2'), at('?tab=tours&page=1'))).toBe(false);
    expect(isPageTurn(at('?discounted=true'), at('?discounted=true'))).toBe(false);
    expect(isPageTurn(at('?page=2'), at('?page=2&modal=filters'))).toBe(false);
  });

  it('a form submits what a native GET submit would, empty fields left out', () => {
    const query = formQuery([['tab', 'tours'], ['dateFrom', ''], ['durations[]', 'MAX_6'], ['durations[]', 'OVER_10'], ['price', '']]);
    expect(query.toString()).toBe('tab=tours&durations%5B%5D=MAX_6&durations%5B%5D=OVER_10');
  });
});

describe('in-place results: controls follow the URL (Back/Forward)', () => {
  const params = new URLSearchParams('discounted=true&durations[]=MAX_10&price=MAX_120000&sort=price:asc&dateFrom=2027-01-10');
  it('checkboxes by name and value', () => {
    expect(controlStateFor(params, { type: 'checkbox', name: 'discounted', value: 'true' })).toEqual({ checked: true });
    expect(controlStateFor(params, { type: 'checkbox', name: 'isNoSharingRoomAvailable', value: 'true' })).toEqual({ checked: false });
    expect(controlStateFor(params, { type: 'checkbox', name: 'durations[]', value: 'MAX_10' })).toEqual({ checked: true });
    expect(controlStateFor(params, { type: 'checkbox', name: 'durations[]', value: 'MAX_6' })).toEqual({ checked: false });
  });

  it('radios: the one with the URL value, else the "any" one', () => {
    expect(controlStateFor(params, { type: 'radio', name: 'price', value: 'MAX_120000' })).toEqual({ checked: true });
    expect(controlStateFor(params, { type: 'radio', name: 'price', value: '' })).toEqual({ checked: false });
    expect(controlStateFor(params, { type: 'radio', name: 'ageBadge', value: '' })).toEqual({ checked: true });
    expect(controlStateFor(params, { type: 'radio', name: 'ageBadge', value: '25-35' })).toEqual({ checked: false });
  });

  it('fields and selects take the value (null: empty / first option); hidden fields are left to the swap', () => {
    expect(controlStateFor(params, { type: 'select-one', name: 'sort', value: 'relevance:desc' })).toEqual({ value: 'price:asc' });
    expect(controlStateFor(new URLSearchParams(), { type: 'select-one', name: 'sort', value: 'price:asc' })).toEqual({ value: null });
    expect(controlStateFor(params, { type: 'date', name: 'dateFrom', value: '' })).toEqual({ value: '2027-01-10' });
    expect(controlStateFor(params, { type: 'date', name: 'dateTo', value: '2027-01-20' })).toEqual({ value: null });
    expect(controlStateFor(params, { type: 'hidden', name: 'tab', value: 'tours' })).toBeUndefined();
    expect(controlStateFor(params, { type: 'submit', name: '', value: '' })).toBeUndefined();
  });
});

describe('fragment header', () => {
  it('names a known fragment; anything else asks for the page', () => {
    expect(requestedFragment('results')).toBe('results');
    expect(requestedFragment(' Results ')).toBe('results');
    expect(requestedFragment('everything')).toBeNull();
    expect(requestedFragment(undefined)).toBeNull();
  });
});
