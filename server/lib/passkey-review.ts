/**
 * After a password reset, the person reviews the account's passkeys (decision 096, issue 30): a passkey signs in
 * on its own and survives the reset, so one planted from a stolen session would outlast it. For an hour after the
 * reset, a session signed in after it may remove passkeys through the passkey plugin without a second step (the
 * reset proved the mailbox, the sign-in the new password; every older session was ended by the reset).
 *
 * The reset is recorded in better-auth's verification store (`passkey-review:<user id>`), nowhere else.
 */
export const PASSKEY_REVIEW_MINUTES = 60;

/** The part of better-auth's internal adapter this needs. */
type Verifications = {
  createVerificationValue: (data: { identifier: string; value: string; expiresAt: Date }) => Promise<unknown>;
  findVerificationValue: (identifier: string) => Promise<{ createdAt: Date; expiresAt: Date } | null>;
};

const reviewOf = (userId: string) => `passkey-review:${userId}`;

/** Called when a password was reset: opens the review. */
export async function openPasskeyReview(verifications: Verifications, userId: string): Promise<void> {
  await verifications.createVerificationValue({
    identifier: reviewOf(userId),
    value: 'password-reset',
    expiresAt: new Date(Date.now() + PASSKEY_REVIEW_MINUTES * 60_000),
  });
}

/** True when this session, signed in at `signedInAt`, may remove passkeys as part of the review. */
export async function inPasskeyReview(
  verifications: Verifications,
  userId: string,
  signedInAt: Date,
): Promise<boolean> {
  const review = await verifications.findVerificationValue(reviewOf(userId));
  if (!review || new Date(review.expiresAt).getTime() < Date.now()) return false;
  return signedInAt.getTime() >= new Date(review.createdAt).getTime();
}
