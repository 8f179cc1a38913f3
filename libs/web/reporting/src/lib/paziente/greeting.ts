/** The greeting's text key: "Buongiorno" until 18:00, then "Buonasera" (the hour of the patient's own clock). */
export function greetingKey(ora: number): 'paziente.buongiorno' | 'paziente.buonasera' {
  return ora < 18 ? 'paziente.buongiorno' : 'paziente.buonasera';
}
