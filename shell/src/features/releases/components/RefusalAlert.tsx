import { Alert } from 'antd';

/** A write the server refused (409): its message and every reason it gave. */
export function RefusalAlert({ mesaj, nedenler }: { mesaj: string; nedenler: readonly string[] }) {
  return (
    <Alert
      role="alert"
      type="error"
      showIcon
      message={mesaj}
      description={
        nedenler.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {nedenler.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
