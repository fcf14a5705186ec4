import { describe, expect, it } from "vitest";
import {
  ACTIVATION_TICK_MS,
  ACTIVATION_TIMEOUT_TICKS,
  activationTextIndex,
  filledDots,
  isActivationProgressDone,
  isPushOffered,
  memberProgressOf,
  signupProgress,
  startStepForMember,
  stepAfterAccount,
  type MemberProgress,
} from "./signup-steps.ts";

const none: MemberProgress = {
  pushOffered: false,
  hasMainImage: false,
  hasRegionOrCity: false,
  hasGenderOrBirthDate: false,
  hasPersonal: false,
};
const all: MemberProgress = {
  pushOffered: false,
  hasMainImage: true,
  hasRegionOrCity: true,
  hasGenderOrBirthDate: true,
  hasPersonal: true,
};

describe("sign-up step skipping (docs/product/signup.md#step-order)", () => {
  it("goes to the push offer after the account only when push is offered, else jumps by 2", () => {
    expect(stepAfterAccount(true)).toBe(1);
    expect(stepAfterAccount(false)).toBe(2);
  });

  it("offers push only when logged in, capable, not subscribed or denied, and the site has a key", () => {
    const base = { loggedIn: true, isCapable: true, isSubscribed: false, pushPub: "BPk" } as const;
    expect(isPushOffered(base)).toBe(true);
    expect(isPushOffered({ ...base, loggedIn: false })).toBe(false);
    expect(isPushOffered({ ...base, isCapable: false })).toBe(false);
    expect(isPushOffered({ ...base, isSubscribed: '{"endpoint":"x"}' })).toBe(false);
    expect(isPushOffered({ ...base, isSubscribed: "denied" })).toBe(false);
    expect(isPushOffered({ ...base, pushPub: null })).toBe(false);
  });

  it("starts a logged-in member at 1, 2 without push, 3 with a main image", () => {
    expect(startStepForMember({ ...none, pushOffered: true })).toBe(1);
    expect(startStepForMember(none)).toBe(2);
    expect(startStepForMember({ ...none, hasMainImage: true })).toBe(3);
  });

  it("without autoSkipSteps stops at 3 however complete the profile is", () => {
    expect(startStepForMember(all)).toBe(3);
  });

  it("with autoSkipSteps skips 3, 4 and 5 for known location, birth data and personal fields", () => {
    const skip = { autoSkipSteps: true };
    expect(startStepForMember({ ...none, hasMainImage: true }, skip)).toBe(3);
    expect(startStepForMember({ ...none, hasMainImage: true, hasRegionOrCity: true }, skip)).toBe(4);
    expect(startStepForMember({ ...all, hasPersonal: false }, skip)).toBe(5);
    expect(startStepForMember(all, skip)).toBe(6);
    // Each skip needs the one before it.
    expect(startStepForMember({ ...all, hasRegionOrCity: false }, skip)).toBe(3);
    expect(startStepForMember({ ...all, hasMainImage: false }, skip)).toBe(2);
  });

  it("reads the facts from a user profile", () => {
    expect(
      memberProgressOf(
        {
          main_image: { id: 1 },
          countryregion: null,
          city: "Leeds",
          gender: null,
          date_of_birth: "1990-01-01",
          personal: { height: "170-179" },
        },
        false,
      ),
    ).toEqual({ pushOffered: false, hasMainImage: true, hasRegionOrCity: true, hasGenderOrBirthDate: true, hasPersonal: true });
  });

  it("measures progress as step / 6 over 4 dots", () => {
    expect(signupProgress(0)).toBe(0);
    expect(signupProgress(3)).toBe(0.5);
    expect(signupProgress(7)).toBe(1);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(filledDots)).toEqual([0, 1, 1, 2, 3, 3, 4, 4]);
  });
});

describe("activation-mail progress (docs/product/signup.md#step-7-done and docs/product/constants.md#accounts-and-sign-up)", () => {
  it("ticks every 900 ms and changes its text at ticks 4, 7 and 10", () => {
    expect(ACTIVATION_TICK_MS).toBe(900);
    expect([0, 3, 4, 6, 7, 9, 10, 19].map(activationTextIndex)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it("completes when the mail is delivered or after 20 ticks", () => {
    expect(ACTIVATION_TIMEOUT_TICKS).toBe(20);
    expect(isActivationProgressDone(2, true)).toBe(true);
    expect(isActivationProgressDone(19, false)).toBe(false);
    expect(isActivationProgressDone(20, false)).toBe(true);
  });
});
