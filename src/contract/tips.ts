import { type Static, Type } from 'typebox';
import { RowId } from './common';

export * from './tips-texts';

// The amounts are loose so that the service answers in its own words (as /api/funds/add does).

/** `POST /api/social/tips`: a friend and how much to send them. */
export const TipBody = Type.Object({ toUserId: RowId(), amount: Type.Unknown() });
export type TipBody = Static<typeof TipBody>;

/** The sender's balance after the tip. */
export const TipAnswer = Type.Object({ balance: Type.Integer() });
export type TipAnswer = Static<typeof TipAnswer>;

/** `POST /api/social/rain`: how much to split over the players active in chat. */
export const RainBody = Type.Object({ amount: Type.Unknown() });
export type RainBody = Static<typeof RainBody>;

export const RainRecipient = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  amount: Type.Integer(),
});
export type RainRecipient = Static<typeof RainRecipient>;

/** Who got what (the players who chatted last first), and the sender's balance after the rain. */
export const RainAnswer = Type.Object({ recipients: Type.Array(RainRecipient), balance: Type.Integer() });
export type RainAnswer = Static<typeof RainAnswer>;
