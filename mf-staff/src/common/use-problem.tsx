import { useEffect, useRef, useState } from 'react';

/**
 * A problem with a step as a whole (not a field's), said in a line that takes focus each time it is set, so it is
 * seen and heard; the same line FormActions shows under a form, for steps that are buttons rather than a form.
 */
export function useProblem() {
  const [problem, setProblem] = useState<string | null>(null);
  const [problemKey, setProblemKey] = useState(0);
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (problemKey > 0) box.current?.focus();
  }, [problemKey]);
  const refuse = (text: string) => {
    setProblem(text);
    setProblemKey((n) => n + 1);
  };
  const problemLine = problem && (
    <p className="step-problem" role="alert" tabIndex={-1} ref={box}>
      {problem}
    </p>
  );
  return { problem, refuse, clear: () => setProblem(null), problemLine };
}
