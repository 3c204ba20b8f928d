// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// ERC-4337 v0.8 user operation, as the EntryPoint hands it to accounts and paymasters.
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

/// One call of a batch (wallet_sendCalls).
struct Call {
    address target;
    uint256 value;
    bytes data;
}

/// @title PorticoAccount
/// @notice The embedded wallet's ERC-4337 v0.8 smart account: one owner key, user operations
/// through the EntryPoint, and ERC-1271 signatures. Written here rather than taken from the
/// account-abstraction package because v0.8's SimpleAccount has no ERC-1271 and its factory
/// only answers the EntryPoint's SenderCreator, so ERC-6492 (counterfactual) signatures could
/// never be checked.
contract PorticoAccount {
    address public immutable entryPoint;
    address public immutable owner;

    // ERC-1271: the owner signs an EIP-712 message bound to this account and chain, never the bare
    // hash, so a signature of the owner's EOA (or of another account of the same owner) does not
    // pass as this account's.
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("PorticoAccountMessage(bytes32 hash)");
    uint256 private constant HALF_ORDER =
        0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    constructor(address entryPoint_, address owner_) {
        entryPoint = entryPoint_;
        owner = owner_;
    }

    receive() external payable {}

    /// Called by the EntryPoint: 0 when the owner signed the user operation's hash, 1 when not;
    /// pays what the EntryPoint still misses for this operation.
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        returns (uint256 validationData)
    {
        require(msg.sender == entryPoint, "account: not from EntryPoint");
        validationData = recover(userOpHash, userOp.signature) == owner ? 0 : 1;
        if (missingAccountFunds > 0) {
            (bool paid,) = payable(msg.sender).call{value: missingAccountFunds}("");
            (paid);
        }
    }

    function execute(address target, uint256 value, bytes calldata data) external {
        requireEntryPointOrOwner();
        callOut(target, value, data);
    }

    function executeBatch(Call[] calldata calls) external {
        requireEntryPointOrOwner();
        for (uint256 i = 0; i < calls.length; i++) {
            callOut(calls[i].target, calls[i].value, calls[i].data);
        }
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return recover(messageHash(hash), signature) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    /// The EIP-712 digest the owner signs for `hash` (also what off-chain signers compute).
    function messageHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domain = keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("PorticoAccount"), keccak256("1"), block.chainid, address(this))
        );
        return keccak256(abi.encodePacked("\x19\x01", domain, keccak256(abi.encode(MESSAGE_TYPEHASH, hash))));
    }

    function requireEntryPointOrOwner() private view {
        require(msg.sender == entryPoint || msg.sender == owner, "account: not EntryPoint or owner");
    }

    function callOut(address target, uint256 value, bytes calldata data) private {
        (bool ok, bytes memory result) = target.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    /// 65-byte (r, s, v) signatures only, low s only (no malleable twins); address(0) otherwise.
    function recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        if (uint256(s) > HALF_ORDER) return address(0);
        return ecrecover(digest, v, r, s);
    }
}

/// @title PorticoAccountFactory
/// @notice Deploys PorticoAccount with CREATE2 (address known before it exists). Anyone may call
/// createAccount: the EntryPoint's SenderCreator on a first user operation, and an ERC-6492
/// verifier checking a not-yet-deployed account's signature.
contract PorticoAccountFactory {
    address public immutable entryPoint;

    constructor(address entryPoint_) {
        entryPoint = entryPoint_;
    }

    function createAccount(address owner, uint256 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        return address(new PorticoAccount{salt: bytes32(salt)}(entryPoint, owner));
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(PorticoAccount).creationCode, abi.encode(entryPoint, owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), initCodeHash)))));
    }
}

interface IEntryPointDeposit {
    function depositTo(address account) external payable;
}

/// @title PorticoDevnetPaymaster
/// @notice Sponsors every user operation on the devnet from its EntryPoint deposit, as a
/// production operator's paymaster would for its users: why SPEC §5 never counts a smart
/// account as short of gas. For local chains only.
contract PorticoDevnetPaymaster {
    address public immutable entryPoint;

    constructor(address entryPoint_) {
        entryPoint = entryPoint_;
    }

    function deposit() external payable {
        IEntryPointDeposit(entryPoint).depositTo{value: msg.value}(address(this));
    }

    function validatePaymasterUserOp(PackedUserOperation calldata, bytes32, uint256)
        external
        view
        returns (bytes memory context, uint256 validationData)
    {
        require(msg.sender == entryPoint, "paymaster: not from EntryPoint");
        return ("", 0);
    }

    function postOp(uint8, bytes calldata, uint256, uint256) external view {
        require(msg.sender == entryPoint, "paymaster: not from EntryPoint");
    }
}
