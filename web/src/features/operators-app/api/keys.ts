/** Query keys of the operators app (the camera page's frames). */
export const operatorsAppKeys = {
  all: ['operators-app'] as const,
  roster: () => [...operatorsAppKeys.all, 'drivers'] as const,
};
