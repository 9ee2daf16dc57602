/**
 * Pickup or delivery: the shopper's choice, what it costs and when it arrives. The checkout page and
 * the server both price the choice with these functions, so the summary shown is the sum charged.
 */
import * as z from 'zod';
import { JAMAICA_PARISHES } from './parishes.js';
import { FULFILMENT } from './delivery-options.js';
import { CHECKOUT } from './checkout-charges.js';
import { SHOP_IDENTITY } from '../shop-identity.js';

export type Parish = (typeof JAMAICA_PARISHES)[number];

export const FULFILMENT_METHODS = ['pickup', 'delivery'] as const;
export type FulfilmentMethod = (typeof FULFILMENT_METHODS)[number];

export const DELIVERY_SPEEDS = ['standard', 'express'] as const;
export type DeliverySpeed = (typeof DELIVERY_SPEEDS)[number];

/** What the shopper picks: pickup, or delivery to a parish at a speed. */
export const fulfilmentChoiceSchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('pickup') }),
    z.strictObject({
      method: z.literal('delivery'),
      parish: z.enum(JAMAICA_PARISHES, 'must be one of the 14 parishes of Jamaica'),
      speed: z.enum(DELIVERY_SPEEDS, 'must be standard or express').default('standard'),
    }),
  ],
  'method: must be pickup or delivery',
);
export type FulfilmentChoice = z.input<typeof fulfilmentChoiceSchema>;

/** The choice as stored on the order: its fee and the lead time the shopper was shown. */
export interface Fulfilment {
  method: FulfilmentMethod;
  parish: Parish | null;
  speed: DeliverySpeed | null;
  fee: number;
  lead_time: string;
}

/** The delivery option the checkout form starts with. */
export const DEFAULT_FULFILMENT_CHOICE: FulfilmentChoice = {
  method: 'delivery',
  parish: 'Kingston',
  speed: 'standard',
};

function getDeliveryRate(parish: Parish, speed: DeliverySpeed) {
  const zone = (FULFILMENT.nearParishes as readonly string[]).includes(parish)
    ? FULFILMENT.near
    : FULFILMENT.far;
  return zone[speed];
}

/** Pickup is free; standard delivery is free when the subtotal exceeds the threshold; express never is. */
export function getFulfilmentFee(subtotal: number, choice: FulfilmentChoice): number {
  if (choice.method === 'pickup') return FULFILMENT.pickupFee;
  const speed = choice.speed ?? 'standard';
  if (speed === 'standard' && subtotal > CHECKOUT.freeShippingOver) return 0;
  return getDeliveryRate(choice.parish, speed).fee;
}

export function getPickupLeadTime(holdDays: number): string {
  return `Ready for pickup in ${FULFILMENT.pickupLocation}; held for ${holdDays} days`;
}

/** The fulfilment recorded on an order; `pickupHoldDays` is the stage's hold period. */
export function describeFulfilment(
  subtotal: number,
  choice: FulfilmentChoice,
  pickupHoldDays: number = FULFILMENT.defaultPickupHoldDays,
): Fulfilment {
  const fee = getFulfilmentFee(subtotal, choice);
  if (choice.method === 'pickup') {
    return { method: 'pickup', parish: null, speed: null, fee, lead_time: getPickupLeadTime(pickupHoldDays) };
  }
  const speed = choice.speed ?? 'standard';
  return {
    method: 'delivery',
    parish: choice.parish,
    speed,
    fee,
    lead_time: getDeliveryRate(choice.parish, speed).leadTime,
  };
}

export interface FulfilmentOption {
  choice: FulfilmentChoice;
  label: string;
  fee: number;
  lead_time: string;
}

/** Every option for a subtotal and parish, for the checkout's picker: pickup, standard, express. */
export function listFulfilmentOptions(
  subtotal: number,
  parish: Parish,
  pickupHoldDays: number = FULFILMENT.defaultPickupHoldDays,
): FulfilmentOption[] {
  const choices: { choice: FulfilmentChoice; label: string }[] = [
    { choice: { method: 'pickup' }, label: `Pickup in ${SHOP_IDENTITY.address.locality}` },
    { choice: { method: 'delivery', parish, speed: 'standard' }, label: `Standard delivery to ${parish}` },
    { choice: { method: 'delivery', parish, speed: 'express' }, label: `Express delivery to ${parish}` },
  ];
  return choices.map(({ choice, label }) => {
    const { fee, lead_time } = describeFulfilment(subtotal, choice, pickupHoldDays);
    return { choice, label, fee, lead_time };
  });
}
