import { createContext } from 'react';
import type { PaymentDetailsProps } from '@parks/payments';

/** The payment route's props for its island (payment-details-island.tsx); give it a stable value. */
export const PaymentDetailsPropsContext = createContext<PaymentDetailsProps>({});
