import { detectCardNetwork, luhnValid } from '@parks/payments/core';
import { sandboxOutcome } from './sandbox-card';

describe('sandbox card gateway', () => {
  it.each`
    number                | valid    | network
    ${'4242424242424242'} | ${true}  | ${'VI'}
    ${'5555555555554444'} | ${true}  | ${'MC'}
    ${'2223003122003222'} | ${true}  | ${'MC'}
    ${'378282246310005'}  | ${true}  | ${'AX'}
    ${'30569309025904'}   | ${true}  | ${'DN'}
    ${'6011111111111117'} | ${true}  | ${'DS'}
    ${'3530111333300000'} | ${true}  | ${'JC'}
    ${'4242424242424241'} | ${false} | ${'VI'}
    ${'12345'}            | ${false} | ${null}
  `('$number: Luhn $valid, network $network', ({ number, valid, network }) => {
    expect(luhnValid(number)).toBe(valid);
    expect(detectCardNetwork(number)).toBe(network);
  });

  it('has test numbers that approve, decline and fail in a retryable way', () => {
    expect(sandboxOutcome('4242424242424242')).toBe('approved');
    expect(sandboxOutcome('4000000000000002')).toBe('declined');
    expect(sandboxOutcome('4000000000000119')).toBe('retryable');
    expect(luhnValid('4000000000000002') && luhnValid('4000000000000119')).toBe(true);
  });
});
