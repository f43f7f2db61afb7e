import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const flags = { userPresent: 0x01, userVerified: 0x04, attestedCredential: 0x40 };

interface Options {
  challenge: string;
}

/**
 * A passkey authenticator in software: an ES256 key pair, a discoverable credential and a signature counter. It
 * answers WebAuthn options the way a browser and a platform authenticator would, for the origin it is given.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16).toString("base64url");
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter; a test may set it back to act as a cloned authenticator. */
  counter = 0;
  /** The user handle the relying party gave at registration, returned with each assertion. */
  userHandle: string | undefined;

  constructor(
    readonly origin: string,
    readonly rpId = new URL(origin).hostname,
  ) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: "jwk" });
    const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? "", "base64url"));
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coordinate(jwk.x)],
        [-3, coordinate(jwk.y)],
      ]),
    );
  }

  private authenticatorData(flagBits: number, attested?: Uint8Array): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([
      sha256(this.rpId),
      Buffer.from([flagBits]),
      counter,
      ...(attested ? [attested] : []),
    ]);
  }

  private clientData(type: string, challenge: string, origin = this.origin): string {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })).toString("base64url");
  }

  /** The answer to registration options (`navigator.credentials.create`), attestation "none". */
  register(options: Options & { user: { id: string } }, origin = this.origin) {
    this.userHandle = options.user.id;
    const id = Buffer.from(this.credentialId, "base64url");
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, id, this.coseKey()]);
    const authData = this.authenticatorData(
      flags.userPresent | flags.userVerified | flags.attestedCredential,
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge, origin),
        attestationObject: Buffer.from(attestationObject).toString("base64url"),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer to sign-in options (`navigator.credentials.get`), the counter raised by one. */
  assert(options: Options, { userVerified = true, origin = this.origin } = {}) {
    this.counter += 1;
    const authData = this.authenticatorData(flags.userPresent | (userVerified ? flags.userVerified : 0));
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, "base64url"))]),
      this.privateKey,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON,
        authenticatorData: authData.toString("base64url"),
        signature: signature.toString("base64url"),
        ...(this.userHandle !== undefined && { userHandle: this.userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
