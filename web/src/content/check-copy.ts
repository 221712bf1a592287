/** `/revisa`: the anonymous check. */
export const checkCopy = {
  title: 'Revisa cuánto podrías recibir',
  lead: 'Responde unas pocas preguntas sobre tu hogar. No necesitas una cuenta: tus respuestas quedan solo en este navegador.',
  save: 'Guardar y recibir avisos',
  saveText: 'Crea tu cuenta para guardar estas respuestas (no te las volveremos a preguntar) y recibir avisos cuando se abra un beneficio.',
  restart: 'Empezar de nuevo',
  done: 'Listo: con tus respuestas ya sabemos qué beneficios podrían corresponder a tu hogar.',
} as const;
