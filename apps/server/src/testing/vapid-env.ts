/**
 * A VAPID key pair for servers that tests and benches start on PostgreSQL, where the keys must be given
 * (like AUTH_SECRET). A test pair: it signs messages only to the test push service.
 */
export const TEST_VAPID_ENV = {
  VAPID_PUBLIC_KEY: "BO_x-vWxksSqQM5_JW8W-rag5jXRBBPcilpCcnuDJS_nwD7M4T69vgqZ-e4ujhSI-knIrumBqF9Mq2WWV9X4yLs",
  VAPID_PRIVATE_KEY: "peNeSSF2SEberCTVmFhBFLZOeyTzZyYRul0Afhv7_8A",
} as const;
