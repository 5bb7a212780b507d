import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { mvpVoteError } from './mvp-calls';

describe('mvpVoteError', () => {
  it('reads 409 as a second vote', () => {
    expect(mvpVoteError(new ApiError('cualquier texto', 409))).toBe('Ya has votado en este partido');
  });
  it('keeps the server text of a 400, else the validation fallback', () => {
    expect(mvpVoteError(new ApiError('No puedes votar por ti mismo', 400))).toBe('No puedes votar por ti mismo');
    expect(mvpVoteError(new ApiError('', 400))).toBe('Error de validación al registrar el voto');
  });
  it('keeps the server text of other failures, else the general fallback', () => {
    expect(mvpVoteError(new ApiError('La votación del MVP ya cerró', 403))).toBe('La votación del MVP ya cerró');
    expect(mvpVoteError(new ApiError('', 500))).toBe('Error al registrar el voto');
    expect(mvpVoteError(new Error('x'))).toBe('Error al registrar el voto');
  });
});
