import { SafeImage } from './safe-image.js'

/** A hue derived from the address, so each account gets a stable colour. */
function addressHue(address: string): number {
  let hash = 0
  for (let i = 0; i < address.length; i++) hash = (hash * 31 + address.charCodeAt(i)) % 360
  return hash
}

/** Profile image when safe, else a gradient disc derived from the address. */
export function Avatar({
  address,
  imageUrl,
  size = 24,
}: {
  address: string | undefined
  imageUrl?: string | undefined
  size?: number
}) {
  if (imageUrl) return <SafeImage src={imageUrl} alt="" size={size} radius={size / 2} />
  const hue = addressHue(address ?? '')
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background: `linear-gradient(135deg, hsl(${hue} 80% 60%), hsl(${(hue + 90) % 360} 70% 45%))`,
      }}
    />
  )
}
