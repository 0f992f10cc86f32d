/** The registration wizard's state: chosen role, current phase, and the data collected so far. */
import { useCallback, useReducer } from 'react';
import type { RegistrationRole } from '@aliento/contracts/enums';
import type { RegisterClientRequest, RegisterProviderRequest } from '@aliento/contracts/auth';

export type ClientData = Partial<Omit<RegisterClientRequest, 'role'>>;
export type ProviderData = Partial<Omit<RegisterProviderRequest, 'role'>>;
export type WizardStep = 1 | 2 | 3;

export interface WizardState {
  role: RegistrationRole | null;
  step: WizardStep;
  /** 1 after Next, -1 after Back: the direction the step slides in from. */
  direction: 1 | -1;
  /** True once the user moved between steps (focus then follows the new step's heading). */
  moved: boolean;
  client: ClientData;
  provider: ProviderData;
}

type Action =
  | { type: 'role'; role: RegistrationRole }
  | { type: 'next'; values: ClientData | ProviderData }
  | { type: 'back'; values: ClientData | ProviderData }
  | { type: 'goto'; step: WizardStep };

function save(state: WizardState, values: ClientData | ProviderData): Pick<WizardState, 'client' | 'provider'> {
  if (state.role === 'client') return { client: { ...state.client, ...(values as ClientData) }, provider: state.provider };
  return { client: state.client, provider: { ...state.provider, ...(values as ProviderData) } };
}

function reducer(state: WizardState, action: Action): WizardState {
  switch (action.type) {
    case 'role':
      if (action.role === state.role) return state;
      // Spec: switching role clears the collected data.
      return { role: action.role, step: 1, direction: 1, moved: false, client: {}, provider: {} };
    case 'next':
      return { ...state, ...save(state, action.values), step: Math.min(3, state.step + 1) as WizardStep, direction: 1, moved: true };
    case 'back':
      // What the user typed on this step is kept (not validated) so coming back shows it again.
      return { ...state, ...save(state, action.values), step: Math.max(1, state.step - 1) as WizardStep, direction: -1, moved: true };
    case 'goto':
      return { ...state, step: action.step, direction: action.step < state.step ? -1 : 1, moved: true };
    default:
      return state;
  }
}

export function useRegistrationWizard(initialRole: RegistrationRole | null) {
  const [state, dispatch] = useReducer(reducer, {
    role: initialRole,
    step: 1,
    direction: 1,
    moved: false,
    client: {},
    provider: {},
  } satisfies WizardState);
  return {
    state,
    chooseRole: useCallback((role: RegistrationRole) => dispatch({ type: 'role', role }), []),
    next: useCallback((values: ClientData | ProviderData) => dispatch({ type: 'next', values }), []),
    back: useCallback((values: ClientData | ProviderData) => dispatch({ type: 'back', values }), []),
    goTo: useCallback((step: WizardStep) => dispatch({ type: 'goto', step }), []),
  };
}
