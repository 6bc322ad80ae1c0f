import { gql, type TypedDocumentNode } from 'urql';
import type { Sex } from '@venue/shared';
import { CurrentUserFields, type CurrentUser } from '../../app/session/operations.js';

// Profiles: for now only the profile type (the full profile editor comes with the profiles issue).

export const SetProfileTypeMutation: TypedDocumentNode<{ setProfileType: CurrentUser }, { sex: Sex }> = gql`
  mutation SetProfileType($sex: Sex!) {
    setProfileType(sex: $sex) {
      ...CurrentUserFields
    }
  }
  ${CurrentUserFields}
`;
