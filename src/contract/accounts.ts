import { type Static, Type } from 'typebox';

export * from './accounts-texts';

/** A user as the API shows them to themselves (and to admins). */
export const PublicUser = Type.Object({
  _id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  funFunds: Type.Integer(),
  isAdmin: Type.Boolean(),
  isBanned: Type.Boolean(),
  profilePicture: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  /** The language the player chose (LOCALES), null until they choose one; always sent by the server. */
  locale: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type PublicUser = Static<typeof PublicUser>;

/** What login and register answer: the user plus the bearer token. */
export const Session = Type.Intersect([PublicUser, Type.Object({ token: Type.String() })]);
export type Session = Static<typeof Session>;

// Fields are typed but not required here, so that a missing one gets SPEC.md's own message.
export const RegisterBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
  password: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 320 })),
  password: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type LoginBody = Static<typeof LoginBody>;

export const UpdateProfileBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
  currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
  newPassword: Type.Optional(Type.String({ maxLength: 1000 })),
  /** One of LOCALES; needs no password. */
  locale: Type.Optional(Type.String({ maxLength: 20 })),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const ResetFundsResponse = Type.Object({ funFunds: Type.Integer(), message: Type.String() });
export type ResetFundsResponse = Static<typeof ResetFundsResponse>;
