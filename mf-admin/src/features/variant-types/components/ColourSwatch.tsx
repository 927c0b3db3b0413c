/**
 * A variant value's colour (admin spec §3: degerKodu '#RRGGBB'): a small filled square, with the
 * code beside it when `withCode`. The square is labelled with the code for screen readers.
 */
export function ColourSwatch({ code, withCode = false }: { code: string; withCode?: boolean }) {
  return (
    <span className="adm-variant-swatch">
      <span className="adm-variant-swatch__box" style={{ backgroundColor: code }} role="img" aria-label={`Renk ${code}`} />
      {withCode && <code className="adm-variant-swatch__code">{code}</code>}
    </span>
  );
}
