import styles from './illustrations.module.css';

/** A map pin: the tip sits at (x, y). */
function Pin({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 0C-4-9-13-15-13-25a13 13 0 1 1 26 0C13-15 4-9 0 0z" fill={fill} />
      <circle cx="0" cy="-25" r="5" fill="#fff" />
    </g>
  );
}

function Stop({ x, y, place, time }: { x: number; y: number; place: string; time: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="112" height="40" rx="8" fill="#fff" stroke="#e2e8f0" />
      <text x="12" y="17" fontSize="12" fontWeight="600" fill="#1b262c">
        {place}
      </text>
      <text x="12" y="32" fontSize="11" fill="#5b6770">
        {time}
      </text>
    </g>
  );
}

/** Hero: an employee's day as a trail of stops across Goa (DESIGN.md: a map pin trail). */
export function PinTrailIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="479" height="359" rx="16" fill="#fff" stroke="#e2e8f0" />
      {/* The Arabian Sea along the left edge, then a few roads. */}
      <path d="M0 16Q0 0 16 0h34q-22 90 6 180t-18 180H16q-16 0-16-16z" fill="#e3eff0" />
      <g fill="none" stroke="#eef2f5" strokeWidth="10" strokeLinecap="round">
        <path d="M130 0c-10 80-60 120-40 200s120 90 130 160" />
        <path d="M60 230c120-20 260-40 420-10" />
        <path d="M250 0c20 70 60 120 50 190s-60 110-40 170" />
      </g>
      <path
        d="M120 70C90 110 80 140 100 170S250 160 300 190 260 280 220 300"
        fill="none"
        stroke="#0f5257"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      <Pin x={120} y={70} fill="#0f5257" />
      <Pin x={100} y={170} fill="#0f5257" />
      <Pin x={300} y={190} fill="#0f5257" />
      <circle className={styles.pulse} cx="220" cy="275" r="24" fill="#f2a541" opacity="0.3" />
      <Pin x={220} y={300} fill="#f2a541" />
      <Stop x={142} y={30} place="Mapusa" time="9:05 AM · 40 min" />
      <Stop x={36} y={194} place="Panaji" time="10:30 AM · 1 h 10 min" />
      <Stop x={322} y={150} place="Ponda" time="1:15 PM · 25 min" />
      <Stop x={250} y={290} place="Margao" time="Now · on site" />
    </svg>
  );
}

// A QR-like pattern: three finder squares and a fixed scatter of modules on a 17 x 17 grid.
const QR_SIZE = 17;
const QR_MODULES = (() => {
  const inFinder = (x: number, y: number) =>
    (x < 6 && y < 6) || (x > QR_SIZE - 7 && y < 6) || (x < 6 && y > QR_SIZE - 7);
  let d = '';
  for (let y = 0; y < QR_SIZE; y += 1) {
    for (let x = 0; x < QR_SIZE; x += 1) {
      if (!inFinder(x, y) && (x * 7 + y * 11 + x * y) % 3 === 0) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return d;
})();

function Finder({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="0.5" y="0.5" width="4" height="4" fill="none" stroke="#1b262c" />
      <rect x="1.5" y="1.5" width="2" height="2" fill="#1b262c" />
    </g>
  );
}

/** Onboarding: the employee app scanning the company's QR code (DESIGN.md: a phone with a QR code). */
export function QrPhoneIllustration() {
  return (
    <svg className={styles.art} viewBox="0 0 260 320" aria-hidden="true" focusable="false">
      <rect x="50" y="8" width="150" height="300" rx="26" fill="#1b262c" />
      <rect data-phone-screen="" x="60" y="26" width="130" height="264" rx="14" fill="#fff" />
      <rect x="105" y="14" width="40" height="5" rx="2.5" fill="#5b6770" />
      <text x="125" y="60" textAnchor="middle" fontSize="12" fontWeight="600" fill="#1b262c">
        Join your company
      </text>
      <g transform="translate(79 80) scale(5.4)">
        <rect x="-1" y="-1" width={QR_SIZE + 2} height={QR_SIZE + 2} fill="#fff" />
        <path d={QR_MODULES} fill="#1b262c" />
        <Finder x={0} y={0} />
        <Finder x={QR_SIZE - 5} y={0} />
        <Finder x={0} y={QR_SIZE - 5} />
      </g>
      <rect className={styles.scan} x="74" y="78" width="102" height="3" rx="1.5" fill="#f2a541" />
      {/* Two short lines: the screen is 130 units wide, and one line of this ran over its edge. */}
      <text x="125" y="204" textAnchor="middle" fontSize="11" fill="#5b6770">
        <tspan x="125">Point the camera</tspan>
        <tspan x="125" dy="14">
          at the code
        </tspan>
      </text>
      <rect x="78" y="242" width="94" height="30" rx="8" fill="#0f5257" />
      <text x="125" y="262" textAnchor="middle" fontSize="12" fontWeight="600" fill="#fff">
        Scan QR code
      </text>
      <g transform="translate(180 112)">
        <rect width="66" height="34" rx="17" fill="#f2a541" />
        <text x="33" y="22" textAnchor="middle" fontSize="13" fontWeight="700" fill="#1b262c">
          ~10 s
        </text>
      </g>
    </svg>
  );
}
