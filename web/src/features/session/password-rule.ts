// The rule lives in src/lib, where the user settings' password change reads it too.
export { passwordRule } from '../../lib/password-rule';
