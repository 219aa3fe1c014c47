import { useState, type ComponentType, type ReactElement } from 'react';
import { PaymentsApiProvider } from '../api/payments-api-context';
import { fakePaymentsApi, type FakePaymentsApiOptions } from './fake-payments-api';

interface StoryContextLike {
  id: string;
  parameters: Record<string, unknown>;
}

function StoryPaymentsApi({
  options,
  children,
}: {
  options: FakePaymentsApiOptions;
  children: ReactElement;
}) {
  // One API per mounted story, so nothing leaks from one story into the next.
  const [api] = useState(() => fakePaymentsApi(options));
  return <PaymentsApiProvider api={api}>{children}</PaymentsApiProvider>;
}

/** A story decorator: an in-memory payments API answering as `parameters.paymentsApi` says. */
export function withFakePaymentsApi(Story: ComponentType, context: StoryContextLike): ReactElement {
  const options = (context.parameters['paymentsApi'] ?? {}) as FakePaymentsApiOptions;
  return (
    <StoryPaymentsApi key={context.id} options={options}>
      <Story />
    </StoryPaymentsApi>
  );
}
