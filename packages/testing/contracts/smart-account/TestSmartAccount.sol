// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title TestSmartAccount
/// @notice A minimal ERC-1271 smart account for sign-in tests: a signature is valid when its one
/// owner key signed the 32-byte hash itself (65 bytes r, s, v; no extra wrapping).
contract TestSmartAccount {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := calldataload(signature.offset)
            s := calldataload(add(signature.offset, 32))
            v := byte(0, calldataload(add(signature.offset, 64)))
        }
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// @title TestSmartAccountFactory
/// @notice Deploys TestSmartAccount with CREATE2, so an account's address is known before it
/// exists: what an ERC-6492 (counterfactual) signature names as its factory.
contract TestSmartAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new TestSmartAccount{salt: salt}(owner));
    }

    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 initCodeHash =
            keccak256(abi.encodePacked(type(TestSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }
}

/// @title TestErc1271Responder
/// @notice Answers any call with fixed raw return data (or reverts): lets tests put the ERC-1271
/// return-data cases (padded magic, bare 4 bytes, bool true, empty, revert) on a real chain.
contract TestErc1271Responder {
    bytes private answer;
    bool private reverts;

    constructor(bytes memory answer_, bool reverts_) {
        answer = answer_;
        reverts = reverts_;
    }

    fallback(bytes calldata) external returns (bytes memory) {
        require(!reverts, "refused");
        return answer;
    }
}
