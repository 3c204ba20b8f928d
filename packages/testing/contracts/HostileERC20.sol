// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title HostileERC20
/// @notice A token that lies: its metadata is whatever the deployer sets (decimals far past uint8,
/// names with control and bidi characters, huge strings), it may claim a balance for every
/// address, and it can flood one transaction with Transfer logs. Tests deploy it to check the
/// data API survives such contracts. Devnet only.
contract HostileERC20 {
    string public name;
    string public symbol;
    uint256 public decimals;
    /// Added to every address's real balance: an "airdrop" that never sent a Transfer.
    uint256 public everyoneBalance;
    mapping(address => uint256) private held;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(string memory tokenName, string memory tokenSymbol, uint256 tokenDecimals) {
        name = tokenName;
        symbol = tokenSymbol;
        decimals = tokenDecimals;
    }

    function balanceOf(address account) external view returns (uint256) {
        return held[account] + everyoneBalance;
    }

    function setEveryoneBalance(uint256 amount) external {
        everyoneBalance = amount;
    }

    function mint(address to, uint256 amount) external {
        held[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    /// Emits `count` Transfer events of 1 unit to `to` in one transaction.
    function spray(address to, uint256 count) external {
        held[to] += count;
        for (uint256 i = 0; i < count; i++) emit Transfer(address(0), to, 1);
    }
}
