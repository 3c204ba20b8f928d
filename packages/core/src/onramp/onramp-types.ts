// The on-ramp shapes are defined once, by the data API's schemas; core names them for the views.
export type {
  OnRampOptions,
  OnRampPaymentMethod,
  OnRampProvider,
  OnRampQuote,
  OnRampQuoteBody,
  OnRampUrl,
  OnRampUrlBody,
} from '@portico/api-client'
