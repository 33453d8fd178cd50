/** What the start-up screens say beyond the loading screen's phases. */
export const startupTexts = {
  /** While a new tab signs in on the provider's session; a status for assistive technology. */
  signingIn: 'Signing you in…',
  /** Started on a device without a network. */
  networkNeeded: {
    title: 'Stampcard needs the network',
    reason: 'This device is offline. Stampcard works on live data, so it starts as soon as the network is back.',
  },
} as const;
