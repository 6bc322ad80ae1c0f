import type { TypedDocumentNode } from 'urql';
import { gql } from '../../app/session/gql.js';
import type { Language } from '@venue/shared';
import { CurrentUserFields, type CurrentUser } from '../../app/session/operations.js';

// Accounts: sign-up, sign-in, activation, password reset (contract in /work/briefs/contract.md).

/** The session comes as the HttpOnly cookie: a browser never gets the token (decision 0023). */
export interface AuthPayload {
  user: CurrentUser;
}

export interface SignUpVariables {
  input: { email: string; username: string; password: string; phone: string; language?: Language; confirmsAdult: boolean; acceptsTerms: boolean };
}

/** Answers true alike for a free address and one in use (decision 0026); no session starts. */
export const SignUpMutation: TypedDocumentNode<{ signUp: boolean }, SignUpVariables> = gql`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input)
  }
`;

export const SignInMutation: TypedDocumentNode<{ signIn: AuthPayload & { reactivated: boolean } }, { input: { email: string; password: string } }> = gql`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      reactivated
      user {
        ...CurrentUserFields
      }
    }
  }
  ${CurrentUserFields}
`;

export const ResendActivationEmailMutation: TypedDocumentNode<{ resendActivationEmail: boolean }, Record<string, never>> = gql`
  mutation ResendActivationEmail {
    resendActivationEmail
  }
`;

export const ActivateEmailMutation: TypedDocumentNode<{ activateEmail: boolean }, { token: string }> = gql`
  mutation ActivateEmail($token: String!) {
    activateEmail(token: $token)
  }
`;

export const SendPhoneCodeMutation: TypedDocumentNode<{ sendPhoneCode: boolean }, { phone?: string | null }> = gql`
  mutation SendPhoneCode($phone: String) {
    sendPhoneCode(phone: $phone)
  }
`;

export const VerifyPhoneMutation: TypedDocumentNode<{ verifyPhone: CurrentUser }, { code: string }> = gql`
  mutation VerifyPhone($code: String!) {
    verifyPhone(code: $code) {
      ...CurrentUserFields
    }
  }
  ${CurrentUserFields}
`;

export const RequestPasswordResetMutation: TypedDocumentNode<{ requestPasswordReset: boolean }, { email: string }> = gql`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`;

export const ResetPasswordMutation: TypedDocumentNode<{ resetPassword: boolean }, { token: string; password: string }> = gql`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`;
